import CalculatorCLI
import MVVMClosure

CalculatorCommand<MVVMClosureApp>.main()
